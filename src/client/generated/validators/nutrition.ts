/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["nutrition.json"] = validate10;
const schema11 = {"$id":"nutrition.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"breastfeeding":{"type":"boolean","title":"Mamou no peito"},"breastfeedingDuration":{"type":"string","maxLength":200,"title":"Por quanto tempo mamou no peito"},"artificialFeeding":{"type":"boolean","title":"Tomou leite artificial (fórmula ou outro leite)"},"artificialFeedingDuration":{"type":"string","maxLength":200,"title":"Por quanto tempo tomou leite artificial"},"goodSuctionSwallowing":{"type":"boolean","title":"Tinha boa sucção e deglutição ao mamar"},"choking":{"type":"boolean","title":"Engasgava com frequência"},"vomiting":{"type":"boolean","title":"Vomitava com frequência"},"weaning":{"type":"string","maxLength":4000,"title":"Como e quando foi o desmame"},"bottleFeedingAge":{"type":"string","maxLength":200,"title":"Com que idade usou mamadeira","description":"Quando começou e até quando usou (ex.: dos 6 meses aos 3 anos)."},"solidFoodIntroductionAge":{"type":"string","maxLength":200,"title":"Com que idade começou a comer alimentos sólidos"},"acceptsDifferentTextures":{"type":"boolean","title":"Aceita alimentos de consistências diferentes (pastosos, sólidos)"},"foodSelectivity":{"type":"boolean","title":"Tem seletividade alimentar (aceita poucos alimentos)"},"forcedEat":{"type":"boolean","title":"Precisa ser forçado(a) a comer"},"currentFeeding":{"type":"string","maxLength":4000,"title":"Como é a alimentação atual"},"feedingIssuesDescription":{"type":"string","maxLength":4000,"title":"Dificuldades na alimentação"},"observations":{"type":"string","maxLength":4000,"title":"Observações"}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="nutrition.json" */;
let vErrors = null;
let errors = 0;
if(data && typeof data == "object" && !Array.isArray(data)){
for(const key0 in data){
if(!(func2.call(schema11.properties, key0))){
const err0 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key0},message:"must NOT have additional properties",schema:false,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
}
if(data.breastfeeding !== undefined){
let data0 = data.breastfeeding;
if(typeof data0 !== "boolean"){
const err1 = {instancePath:instancePath+"/breastfeeding",schemaPath:"#/properties/breastfeeding/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.breastfeeding.type,parentSchema:schema11.properties.breastfeeding,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.breastfeedingDuration !== undefined){
let data1 = data.breastfeedingDuration;
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err2 = {instancePath:instancePath+"/breastfeedingDuration",schemaPath:"#/properties/breastfeedingDuration/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.breastfeedingDuration,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
else {
const err3 = {instancePath:instancePath+"/breastfeedingDuration",schemaPath:"#/properties/breastfeedingDuration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.breastfeedingDuration.type,parentSchema:schema11.properties.breastfeedingDuration,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.artificialFeeding !== undefined){
let data2 = data.artificialFeeding;
if(typeof data2 !== "boolean"){
const err4 = {instancePath:instancePath+"/artificialFeeding",schemaPath:"#/properties/artificialFeeding/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.artificialFeeding.type,parentSchema:schema11.properties.artificialFeeding,data:data2};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.artificialFeedingDuration !== undefined){
let data3 = data.artificialFeedingDuration;
if(typeof data3 === "string"){
if(func3(data3) > 200){
const err5 = {instancePath:instancePath+"/artificialFeedingDuration",schemaPath:"#/properties/artificialFeedingDuration/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.artificialFeedingDuration,data:data3};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/artificialFeedingDuration",schemaPath:"#/properties/artificialFeedingDuration/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.artificialFeedingDuration.type,parentSchema:schema11.properties.artificialFeedingDuration,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.goodSuctionSwallowing !== undefined){
let data4 = data.goodSuctionSwallowing;
if(typeof data4 !== "boolean"){
const err7 = {instancePath:instancePath+"/goodSuctionSwallowing",schemaPath:"#/properties/goodSuctionSwallowing/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.goodSuctionSwallowing.type,parentSchema:schema11.properties.goodSuctionSwallowing,data:data4};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.choking !== undefined){
let data5 = data.choking;
if(typeof data5 !== "boolean"){
const err8 = {instancePath:instancePath+"/choking",schemaPath:"#/properties/choking/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.choking.type,parentSchema:schema11.properties.choking,data:data5};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.vomiting !== undefined){
let data6 = data.vomiting;
if(typeof data6 !== "boolean"){
const err9 = {instancePath:instancePath+"/vomiting",schemaPath:"#/properties/vomiting/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.vomiting.type,parentSchema:schema11.properties.vomiting,data:data6};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.weaning !== undefined){
let data7 = data.weaning;
if(typeof data7 === "string"){
if(func3(data7) > 4000){
const err10 = {instancePath:instancePath+"/weaning",schemaPath:"#/properties/weaning/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.weaning,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/weaning",schemaPath:"#/properties/weaning/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.weaning.type,parentSchema:schema11.properties.weaning,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.bottleFeedingAge !== undefined){
let data8 = data.bottleFeedingAge;
if(typeof data8 === "string"){
if(func3(data8) > 200){
const err12 = {instancePath:instancePath+"/bottleFeedingAge",schemaPath:"#/properties/bottleFeedingAge/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.bottleFeedingAge,data:data8};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
else {
const err13 = {instancePath:instancePath+"/bottleFeedingAge",schemaPath:"#/properties/bottleFeedingAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.bottleFeedingAge.type,parentSchema:schema11.properties.bottleFeedingAge,data:data8};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.solidFoodIntroductionAge !== undefined){
let data9 = data.solidFoodIntroductionAge;
if(typeof data9 === "string"){
if(func3(data9) > 200){
const err14 = {instancePath:instancePath+"/solidFoodIntroductionAge",schemaPath:"#/properties/solidFoodIntroductionAge/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.solidFoodIntroductionAge,data:data9};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
else {
const err15 = {instancePath:instancePath+"/solidFoodIntroductionAge",schemaPath:"#/properties/solidFoodIntroductionAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.solidFoodIntroductionAge.type,parentSchema:schema11.properties.solidFoodIntroductionAge,data:data9};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
if(data.acceptsDifferentTextures !== undefined){
let data10 = data.acceptsDifferentTextures;
if(typeof data10 !== "boolean"){
const err16 = {instancePath:instancePath+"/acceptsDifferentTextures",schemaPath:"#/properties/acceptsDifferentTextures/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.acceptsDifferentTextures.type,parentSchema:schema11.properties.acceptsDifferentTextures,data:data10};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.foodSelectivity !== undefined){
let data11 = data.foodSelectivity;
if(typeof data11 !== "boolean"){
const err17 = {instancePath:instancePath+"/foodSelectivity",schemaPath:"#/properties/foodSelectivity/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.foodSelectivity.type,parentSchema:schema11.properties.foodSelectivity,data:data11};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.forcedEat !== undefined){
let data12 = data.forcedEat;
if(typeof data12 !== "boolean"){
const err18 = {instancePath:instancePath+"/forcedEat",schemaPath:"#/properties/forcedEat/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.forcedEat.type,parentSchema:schema11.properties.forcedEat,data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
if(data.currentFeeding !== undefined){
let data13 = data.currentFeeding;
if(typeof data13 === "string"){
if(func3(data13) > 4000){
const err19 = {instancePath:instancePath+"/currentFeeding",schemaPath:"#/properties/currentFeeding/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.currentFeeding,data:data13};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
else {
const err20 = {instancePath:instancePath+"/currentFeeding",schemaPath:"#/properties/currentFeeding/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.currentFeeding.type,parentSchema:schema11.properties.currentFeeding,data:data13};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
if(data.feedingIssuesDescription !== undefined){
let data14 = data.feedingIssuesDescription;
if(typeof data14 === "string"){
if(func3(data14) > 4000){
const err21 = {instancePath:instancePath+"/feedingIssuesDescription",schemaPath:"#/properties/feedingIssuesDescription/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.feedingIssuesDescription,data:data14};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
else {
const err22 = {instancePath:instancePath+"/feedingIssuesDescription",schemaPath:"#/properties/feedingIssuesDescription/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.feedingIssuesDescription.type,parentSchema:schema11.properties.feedingIssuesDescription,data:data14};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
if(data.observations !== undefined){
let data15 = data.observations;
if(typeof data15 === "string"){
if(func3(data15) > 4000){
const err23 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.observations,data:data15};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
else {
const err24 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.observations.type,parentSchema:schema11.properties.observations,data:data15};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
}
else {
const err25 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export default exports
