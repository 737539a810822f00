/* Generated from schemas/ by `npm run gen:types`: do not edit. */
// @ts-nocheck
import { fullFormats } from 'ajv-formats/dist/formats.js'
// Length in code points, as JSON Schema counts maxLength.
const ucs2length = (text) => [...text].length
const exports = {}
exports["schooling.json"] = validate10;
const schema11 = {"$id":"schooling.json","$schema":"http://json-schema.org/draft-07/schema#","type":"object","additionalProperties":false,"properties":{"currentSchool":{"type":"string","maxLength":200,"title":"Escola atual"},"currentGrade":{"type":"string","maxLength":200,"title":"Ano/série que cursa atualmente"},"attendedKindergarten":{"type":"boolean","title":"Frequentou a educação infantil (creche ou pré-escola)"},"kindergartenAge":{"type":"string","maxLength":200,"title":"Idade em que entrou na educação infantil"},"changedSchoolsOften":{"type":"boolean","title":"Mudou de escola com frequência"},"doesWellSchool":{"type":"boolean","title":"Tem bom desempenho escolar"},"likesStudy":{"type":"boolean","title":"Gosta de estudar"},"parentsStudyChild":{"type":"boolean","title":"Os pais estudam com a criança em casa"},"writingDifficulties":{"type":"boolean","title":"Tem dificuldade na escrita"},"arithmeticDifficulties":{"type":"boolean","title":"Tem dificuldade com cálculos (matemática)"},"hasBeenHeldBack":{"type":"boolean","title":"Já repetiu de ano"},"reasonBeingHeldBack":{"type":"string","maxLength":200,"title":"Motivo da repetição"},"observations":{"type":"string","maxLength":4000,"title":"Observações"}}};
const func2 = Object.prototype.hasOwnProperty;
const func3 = ucs2length;

function validate10(data, {instancePath="", parentData, parentDataProperty, rootData=data}={}){
/*# sourceURL="schooling.json" */;
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
if(data.currentSchool !== undefined){
let data0 = data.currentSchool;
if(typeof data0 === "string"){
if(func3(data0) > 200){
const err1 = {instancePath:instancePath+"/currentSchool",schemaPath:"#/properties/currentSchool/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.currentSchool,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
else {
const err2 = {instancePath:instancePath+"/currentSchool",schemaPath:"#/properties/currentSchool/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.currentSchool.type,parentSchema:schema11.properties.currentSchool,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
}
if(data.currentGrade !== undefined){
let data1 = data.currentGrade;
if(typeof data1 === "string"){
if(func3(data1) > 200){
const err3 = {instancePath:instancePath+"/currentGrade",schemaPath:"#/properties/currentGrade/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.currentGrade,data:data1};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/currentGrade",schemaPath:"#/properties/currentGrade/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.currentGrade.type,parentSchema:schema11.properties.currentGrade,data:data1};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
if(data.attendedKindergarten !== undefined){
let data2 = data.attendedKindergarten;
if(typeof data2 !== "boolean"){
const err5 = {instancePath:instancePath+"/attendedKindergarten",schemaPath:"#/properties/attendedKindergarten/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.attendedKindergarten.type,parentSchema:schema11.properties.attendedKindergarten,data:data2};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
if(data.kindergartenAge !== undefined){
let data3 = data.kindergartenAge;
if(typeof data3 === "string"){
if(func3(data3) > 200){
const err6 = {instancePath:instancePath+"/kindergartenAge",schemaPath:"#/properties/kindergartenAge/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.kindergartenAge,data:data3};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
else {
const err7 = {instancePath:instancePath+"/kindergartenAge",schemaPath:"#/properties/kindergartenAge/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.kindergartenAge.type,parentSchema:schema11.properties.kindergartenAge,data:data3};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
if(data.changedSchoolsOften !== undefined){
let data4 = data.changedSchoolsOften;
if(typeof data4 !== "boolean"){
const err8 = {instancePath:instancePath+"/changedSchoolsOften",schemaPath:"#/properties/changedSchoolsOften/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.changedSchoolsOften.type,parentSchema:schema11.properties.changedSchoolsOften,data:data4};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
if(data.doesWellSchool !== undefined){
let data5 = data.doesWellSchool;
if(typeof data5 !== "boolean"){
const err9 = {instancePath:instancePath+"/doesWellSchool",schemaPath:"#/properties/doesWellSchool/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.doesWellSchool.type,parentSchema:schema11.properties.doesWellSchool,data:data5};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
if(data.likesStudy !== undefined){
let data6 = data.likesStudy;
if(typeof data6 !== "boolean"){
const err10 = {instancePath:instancePath+"/likesStudy",schemaPath:"#/properties/likesStudy/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.likesStudy.type,parentSchema:schema11.properties.likesStudy,data:data6};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
if(data.parentsStudyChild !== undefined){
let data7 = data.parentsStudyChild;
if(typeof data7 !== "boolean"){
const err11 = {instancePath:instancePath+"/parentsStudyChild",schemaPath:"#/properties/parentsStudyChild/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.parentsStudyChild.type,parentSchema:schema11.properties.parentsStudyChild,data:data7};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(data.writingDifficulties !== undefined){
let data8 = data.writingDifficulties;
if(typeof data8 !== "boolean"){
const err12 = {instancePath:instancePath+"/writingDifficulties",schemaPath:"#/properties/writingDifficulties/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.writingDifficulties.type,parentSchema:schema11.properties.writingDifficulties,data:data8};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
}
if(data.arithmeticDifficulties !== undefined){
let data9 = data.arithmeticDifficulties;
if(typeof data9 !== "boolean"){
const err13 = {instancePath:instancePath+"/arithmeticDifficulties",schemaPath:"#/properties/arithmeticDifficulties/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.arithmeticDifficulties.type,parentSchema:schema11.properties.arithmeticDifficulties,data:data9};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
if(data.hasBeenHeldBack !== undefined){
let data10 = data.hasBeenHeldBack;
if(typeof data10 !== "boolean"){
const err14 = {instancePath:instancePath+"/hasBeenHeldBack",schemaPath:"#/properties/hasBeenHeldBack/type",keyword:"type",params:{type: "boolean"},message:"must be boolean",schema:schema11.properties.hasBeenHeldBack.type,parentSchema:schema11.properties.hasBeenHeldBack,data:data10};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
}
if(data.reasonBeingHeldBack !== undefined){
let data11 = data.reasonBeingHeldBack;
if(typeof data11 === "string"){
if(func3(data11) > 200){
const err15 = {instancePath:instancePath+"/reasonBeingHeldBack",schemaPath:"#/properties/reasonBeingHeldBack/maxLength",keyword:"maxLength",params:{limit: 200},message:"must NOT have more than 200 characters",schema:200,parentSchema:schema11.properties.reasonBeingHeldBack,data:data11};
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
const err16 = {instancePath:instancePath+"/reasonBeingHeldBack",schemaPath:"#/properties/reasonBeingHeldBack/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.reasonBeingHeldBack.type,parentSchema:schema11.properties.reasonBeingHeldBack,data:data11};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(data.observations !== undefined){
let data12 = data.observations;
if(typeof data12 === "string"){
if(func3(data12) > 4000){
const err17 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/maxLength",keyword:"maxLength",params:{limit: 4000},message:"must NOT have more than 4000 characters",schema:4000,parentSchema:schema11.properties.observations,data:data12};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
else {
const err18 = {instancePath:instancePath+"/observations",schemaPath:"#/properties/observations/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema11.properties.observations.type,parentSchema:schema11.properties.observations,data:data12};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
}
else {
const err19 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema11.type,parentSchema:schema11,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
validate10.errors = vErrors;
return errors === 0;
}
export default exports
