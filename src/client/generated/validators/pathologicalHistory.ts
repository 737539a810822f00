/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["pathologicalHistory.json"] = validate10;
const schema11 = {"$id":"pathologicalHistory.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"physicalMalformations":{"type":"boolean","title":"Tem malformações físicas"},"measles":{"type":"boolean","title":"Teve sarampo"},"smallpox":{"type":"boolean","title":"Teve varíola ou catapora"},"highFever":{"type":"boolean","title":"Teve febre alta"},"fallsBlows":{"type":"boolean","title":"Sofreu quedas ou pancadas importantes"},"tonsilsAdenoids":{"type":"boolean","title":"Tem ou teve problemas de amígdalas ou adenoide"},"psychosomaticDisorders":{"type":"string","maxLength":4000,"title":"Apresenta distúrbios psicossomáticos (quais)"},"operationsDone":{"type":"string","maxLength":4000,"title":"Cirurgias realizadas (quais e com que idade)"},"seesWell":{"type":"boolean","title":"Enxerga bem"},"wearsGlasses":{"type":"boolean","title":"Usa óculos"},"optometristReason":{"type":"string","maxLength":200,"title":"Motivo da consulta ao oftalmologista"},"optometristResult":{"type":"string","maxLength":200,"title":"Resultado da consulta ao oftalmologista"},"hearingProblems":{"type":"boolean","title":"Tem problemas de audição"},"whichEar":{"type":"string","maxLength":200,"title":"Em qual ouvido"},"howUnderstand":{"type":"string","maxLength":4000,"title":"Como compreende o que lhe é dito (fala, gestos, leitura labial)"},"attendedTherapy":{"type":"string","maxLength":4000,"title":"Já fez terapias (quais e por quanto tempo: fonoaudiologia, psicologia, outras)"},"familyDevelopmentHistory":{"type":"string","maxLength":4000,"title":"Histórico familiar de problemas de desenvolvimento, fala ou aprendizagem"},"familySurgeriesHospitalizations":{"type":"string","maxLength":4000,"title":"Cirurgias e internações na família"},"observations":{"type":"string","maxLength":4000,"title":"Observações"}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="pathologicalHistory.json" */;
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
if(data.physicalMalformations !== undefined){
let data0 = data.physicalMalformations;
if(typeof data0 !== "boolean"){
const err1 = {instancePath:instancePath+"/physicalMalformations",schemaPath:"#/properties/physicalMalformations/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.physicalMalformations.type,parentSchema:schema11.properties.physicalMalformations,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
if(data.measles !== undefined){
let data1 = data.measles;
if(typeof data1 !== "boolean"){
const err2 = {instancePath:instancePath+"/measles",schemaPath:"#/properties/measles/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.measles.type,parentSchema:schema11.properties.measles,data:data1};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.smallpox !== undefined){
let data2 = data.smallpox;
if(typeof data2 !== "boolean"){
const err3 = {instancePath:instancePath+"/smallpox",schemaPath:"#/properties/smallpox/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.smallpox.type,parentSchema:schema11.properties.smallpox,data:data2};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(data.highFever !== undefined){
let data3 = data.highFever;
if(typeof data3 !== "boolean"){
const err4 = {instancePath:instancePath+"/highFever",schemaPath:"#/properties/highFever/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.highFever.type,parentSchema:schema11.properties.highFever,data:data3};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.fallsBlows !== undefined){
let data4 = data.fallsBlows;
if(typeof data4 !== "boolean"){
const err5 = {instancePath:instancePath+"/fallsBlows",schemaPath:"#/properties/fallsBlows/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.fallsBlows.type,parentSchema:schema11.properties.fallsBlows,data:data4};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.tonsilsAdenoids !== undefined){
let data5 = data.tonsilsAdenoids;
if(typeof data5 !== "boolean"){
const err6 = {instancePath:instancePath+"/tonsilsAdenoids",schemaPath:"#/properties/tonsilsAdenoids/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.tonsilsAdenoids.type,parentSchema:schema11.properties.tonsilsAdenoids,data:data5};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
if(data.psychosomaticDisorders !== undefined){
let data6 = data.psychosomaticDisorders;
if(typeof data6 === "string"){
if(func3(data6) > 4000){
const err7 = {instancePath:instancePath+"/psychosomaticDisorders",schemaPath:"#/properties/psychosomaticDisorders/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.psychosomaticDisorders,data:data6};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
else {
const err8 = {instancePath:instancePath+"/psychosomaticDisorders",schemaPath:"#/properties/psychosomaticDisorders/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.psychosomaticDisorders.type,parentSchema:schema11.properties.psychosomaticDisorders,data:data6};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.operationsDone !== undefined){
let data7 = data.operationsDone;
if(typeof data7 === "string"){
if(func3(data7) > 4000){
const err9 = {instancePath:instancePath+"/operationsDone",schemaPath:"#/properties/operationsDone/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.operationsDone,data:data7};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
else {
const err10 = {instancePath:instancePath+"/operationsDone",schemaPath:"#/properties/operationsDone/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.operationsDone.type,parentSchema:schema11.properties.operationsDone,data:data7};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.seesWell !== undefined){
let data8 = data.seesWell;
if(typeof data8 !== "boolean"){
const err11 = {instancePath:instancePath+"/seesWell",schemaPath:"#/properties/seesWell/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.seesWell.type,parentSchema:schema11.properties.seesWell,data:data8};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.wearsGlasses !== undefined){
let data9 = data.wearsGlasses;
if(typeof data9 !== "boolean"){
const err12 = {instancePath:instancePath+"/wearsGlasses",schemaPath:"#/properties/wearsGlasses/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.wearsGlasses.type,parentSchema:schema11.properties.wearsGlasses,data:data9};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.optometristReason !== undefined){
let data10 = data.optometristReason;
if(typeof data10 === "string"){
if(func3(data10) > 200){
const err13 = {instancePath:instancePath+"/optometristReason",schemaPath:"#/properties/optometristReason/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.optometristReason,data:data10};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
else {
const err14 = {instancePath:instancePath+"/optometristReason",schemaPath:"#/properties/optometristReason/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.optometristReason.type,parentSchema:schema11.properties.optometristReason,data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.optometristResult !== undefined){
let data11 = data.optometristResult;
if(typeof data11 === "string"){
if(func3(data11) > 200){
const err15 = {instancePath:instancePath+"/optometristResult",schemaPath:"#/properties/optometristResult/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.optometristResult,data:data11};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
}
else {
const err16 = {instancePath:instancePath+"/optometristResult",schemaPath:"#/properties/optometristResult/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.optometristResult.type,parentSchema:schema11.properties.optometristResult,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.hearingProblems !== undefined){
let data12 = data.hearingProblems;
if(typeof data12 !== "boolean"){
const err17 = {instancePath:instancePath+"/hearingProblems",schemaPath:"#/properties/hearingProblems/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hearingProblems.type,parentSchema:schema11.properties.hearingProblems,data:data12};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(data.whichEar !== undefined){
let data13 = data.whichEar;
if(typeof data13 === "string"){
if(func3(data13) > 200){
const err18 = {instancePath:instancePath+"/whichEar",schemaPath:"#/properties/whichEar/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.whichEar,data:data13};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
else {
const err19 = {instancePath:instancePath+"/whichEar",schemaPath:"#/properties/whichEar/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.whichEar.type,parentSchema:schema11.properties.whichEar,data:data13};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(data.howUnderstand !== undefined){
let data14 = data.howUnderstand;
if(typeof data14 === "string"){
if(func3(data14) > 4000){
const err20 = {instancePath:instancePath+"/howUnderstand",schemaPath:"#/properties/howUnderstand/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.howUnderstand,data:data14};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
}
else {
const err21 = {instancePath:instancePath+"/howUnderstand",schemaPath:"#/properties/howUnderstand/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.howUnderstand.type,parentSchema:schema11.properties.howUnderstand,data:data14};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
if(data.attendedTherapy !== undefined){
let data15 = data.attendedTherapy;
if(typeof data15 === "string"){
if(func3(data15) > 4000){
const err22 = {instancePath:instancePath+"/attendedTherapy",schemaPath:"#/properties/attendedTherapy/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.attendedTherapy,data:data15};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/attendedTherapy",schemaPath:"#/properties/attendedTherapy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.attendedTherapy.type,parentSchema:schema11.properties.attendedTherapy,data:data15};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.familyDevelopmentHistory !== undefined){
let data16 = data.familyDevelopmentHistory;
if(typeof data16 === "string"){
if(func3(data16) > 4000){
const err24 = {instancePath:instancePath+"/familyDevelopmentHistory",schemaPath:"#/properties/familyDevelopmentHistory/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.familyDevelopmentHistory,data:data16};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
else {
const err25 = {instancePath:instancePath+"/familyDevelopmentHistory",schemaPath:"#/properties/familyDevelopmentHistory/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.familyDevelopmentHistory.type,parentSchema:schema11.properties.familyDevelopmentHistory,data:data16};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(data.familySurgeriesHospitalizations !== undefined){
let data17 = data.familySurgeriesHospitalizations;
if(typeof data17 === "string"){
if(func3(data17) > 4000){
const err26 = {instancePath:instancePath+"/familySurgeriesHospitalizations",schemaPath:"#/properties/familySurgeriesHospitalizations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.familySurgeriesHospitalizations,data:data17};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
}
else {
const err27 = {instancePath:instancePath+"/familySurgeriesHospitalizations",schemaPath:"#/properties/familySurgeriesHospitalizations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.familySurgeriesHospitalizations.type,parentSchema:schema11.properties.familySurgeriesHospitalizations,data:data17};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
if(data.observations !== undefined){
let data18 = data.observations;
if(typeof data18 === "string"){
if(func3(data18) > 4000){
const err28 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.observations,data:data18};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
}
else {
const err29 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.observations.type,parentSchema:schema11.properties.observations,data:data18};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export default exports
